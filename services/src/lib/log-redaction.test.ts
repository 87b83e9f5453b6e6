import { Writable } from 'node:stream';
import { pino } from 'pino';
import { maskUrl, REDACT_PATHS } from './log-redaction.js';

describe('maskUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(maskUrl('/api/x?access_token=abc.def&page=2')).toBe('/api/x?access_token=[Redacted]&page=2');
    expect(maskUrl('/cb?code=xyz&state=s1&Password=p')).toBe('/cb?code=[Redacted]&state=s1&Password=[Redacted]');
    expect(maskUrl('/api/x?q=token')).toBe('/api/x?q=token');
  });

  it('masks claim tokens in paths', () => {
    expect(maskUrl('/api/claims/k3y-T0ken/accept?x=1')).toBe('/api/claims/[Redacted]/accept?x=1');
    expect(maskUrl('/api/rfq-files/Zm9vYmFyLWxpbmstdG9rZW4')).toBe('/api/rfq-files/[Redacted]');
    expect(maskUrl('/claim/abc')).toBe('/claim/[Redacted]');
  });
});

describe('the logger redaction paths', () => {
  it('never write the authorization header, cookies or secret values', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, sink);
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'KC=abc' }, query: { access_token: 'tok1', page: '2' } },
      res: { headers: { 'set-cookie': 'sid=123' } },
      body: { password: 'hunter22', name: 'ok' },
    });
    const written = lines.join('');
    for (const secret of ['eyJsecret', 'KC=abc', 'tok1', 'sid=123', 'hunter22']) expect(written).not.toContain(secret);
    expect(written).toContain('"page":"2"');
    expect(written).toContain('"name":"ok"');
  });
});
