/**
 * A small Chinese–English lexicon of the component and process words of EMS BOMs, so that a row described
 * only in Chinese can be classified. The line keeps its original text; only the classifier reads the gloss.
 */
const TERMS: [string, string][] = [
  // Longest first where one term contains another (步进电机 before 电机).
  ['步进电机', 'stepper motor'],
  ['无刷电机', 'brushless motor'],
  ['电机', 'motor'],
  ['马达', 'motor'],
  ['螺旋桨', 'propeller'],
  ['密封圈', 'seal ring'],
  ['O型圈', 'o-ring'],
  ['连接器', 'connector'],
  ['接插件', 'connector'],
  ['端子', 'terminal'],
  ['排针', 'pin header'],
  ['电阻', 'resistor'],
  ['电容', 'capacitor'],
  ['电感', 'inductor'],
  ['发光二极管', 'led'],
  ['二极管', 'diode'],
  ['三极管', 'transistor'],
  ['晶振', 'crystal'],
  ['芯片', 'ic'],
  ['保险丝', 'fuse'],
  ['开关', 'switch'],
  ['继电器', 'relay'],
  ['传感器', 'sensor'],
  ['线束', 'wire harness'],
  ['电线', 'wire'],
  ['线缆', 'cable'],
  ['螺丝', 'screw'],
  ['螺钉', 'screw'],
  ['螺栓', 'bolt'],
  ['螺母', 'nut'],
  ['垫片', 'washer'],
  ['轴承', 'bearing'],
  ['弹簧', 'spring'],
  ['支架', 'bracket'],
  ['外壳', 'shell'],
  ['壳体', 'housing'],
  ['底座', 'base'],
  ['盖板', 'cover plate'],
  ['钣金', 'sheet metal'],
  ['机加工', 'machining'],
  ['机加', 'machined'],
  ['注塑', 'injection molding'],
  ['压铸', 'die casting'],
  ['冲压', 'stamping'],
  ['3D打印', '3d printed'],
  ['印刷电路板', 'pcb'],
  ['电路板', 'pcb'],
  ['线路板', 'pcb'],
  ['贴片', 'smt'],
  ['运费', 'shipping'],
  ['费用', 'fee'],
];

const HAS_CJK = /[\u3400-\u9fff]/;

export interface Gloss {
  /** The text with each known Chinese term replaced by its English word. */
  text: string;
  /** The terms read, as "电机 = motor". */
  read: string[];
}

/** The English reading of the known Chinese terms in `text`; null when it has none. */
export function glossChinese(text: string): Gloss | null {
  if (!HAS_CJK.test(text)) return null;
  let out = text;
  const read: string[] = [];
  for (const [zh, en] of TERMS) {
    if (!out.includes(zh)) continue;
    out = out.split(zh).join(` ${en} `);
    read.push(`${zh} = ${en}`);
  }
  return read.length ? { text: out.replace(/\s+/g, ' ').trim(), read } : null;
}
