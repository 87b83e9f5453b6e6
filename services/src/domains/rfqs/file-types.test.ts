import { binaryStlLengthMatches, checkContent, checkExtension, FileTypeRefused } from './file-types.js';

const text = (s: string) => new Uint8Array(Buffer.from(s));
const igesStart = `${'Bracket drawing exported from CAD'.padEnd(72)}S      1\n${'1H,,1H;,4HPART'.padEnd(72)}G      1\n`;

describe('RFQ file types', () => {
  it('accepts the attachable extensions in any case and refuses the rest with the list', () => {
    expect(checkExtension('Bracket.STP')).toBe('stp');
    expect(checkExtension('a.b.iges')).toBe('iges');
    expect(() => checkExtension('macro.docm')).toThrow(FileTypeRefused);
    expect(() => checkExtension('README')).toThrow('"README" has no file extension. Attach PDF, STEP/STP, IGES/IGS, DXF, DWG, STL, PNG, JPEG, GIF, WebP, TIFF or ZIP files.');
  });

  it('recognises the text CAD formats by their headers', async () => {
    await expect(checkContent('a.step', 'step', text('\uFEFFISO-10303-21;\nHEADER;'))).resolves.toBe('STEP');
    await expect(checkContent('a.igs', 'igs', text(igesStart))).resolves.toBe('IGES');
    await expect(checkContent('a.dxf', 'dxf', text('999\nmade by CAD\n  0\nSECTION\n  2\nHEADER\n'))).resolves.toBe('DXF');
    await expect(checkContent('a.stl', 'stl', text('solid part\n facet normal 0 0 1\n'))).resolves.toBe('STL');
    await expect(checkContent('a.dwg', 'dwg', new Uint8Array([...Buffer.from('AC1032'), ...new Array(40).fill(0)]))).resolves.toBe('DWG');
  });

  it('refuses content that is not what the extension says, naming what it is', async () => {
    await expect(checkContent('a.igs', 'igs', text('just some notes\n'))).rejects.toThrow('"a.igs" is named .igs but it lacks the IGES header, so it is not accepted as IGES.');
    await expect(checkContent('a.dxf', 'dxf', text('%PDF-1.4\n'))).rejects.toThrow('its content is PDF');
    await expect(checkContent('a.zip', 'zip', text('%PDF-1.4\n'))).rejects.toThrow('"a.zip" is named .zip but its content is PDF, so it is not accepted as ZIP archive.');
    await expect(checkContent('a.pdf', 'pdf', new Uint8Array(0))).rejects.toThrow('"a.pdf" is empty.');
    await expect(checkContent('a.stl', 'stl', text('solid'))).rejects.toThrow(FileTypeRefused);
  });

  it('checks a binary STL against the length its triangle count gives', () => {
    const head = new Uint8Array(84);
    new DataView(head.buffer).setUint32(80, 2, true);
    expect(binaryStlLengthMatches(head, 184)).toBe(true);
    expect(binaryStlLengthMatches(head, 185)).toBe(false);
  });
});
