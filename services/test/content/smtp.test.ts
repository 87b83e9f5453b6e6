import net from 'node:net';
import { startTestStack, viaShellFrom, type TestStack } from '../support/stack.js';

/** A minimal SMTP server: accepts mail, except to addresses starting with "reject", and keeps what it received. */
function startSmtpServer() {
  const received: { to: string[]; data: string }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let to: string[] = [];
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ to, data });
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test-smtp\r\n');
        else if (command === 'MAIL') {
          to = [];
          data = '';
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (address.startsWith('reject')) socket.write('550 mailbox unavailable\r\n');
          else {
            to.push(address);
            socket.write('250 ok\r\n');
          }
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; stop(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        received,
        stop: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('email outbox with SMTP_URL set', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let adminToken: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ redis: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    adminToken = await stack.tokenFor('admin');
  });
  afterAll(async () => {
    await stack.stop();
    await smtp.stop();
  });

  /** Delivery runs after the response; poll the outbox until the email leaves the queued state. */
  async function settledEmail(to: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { body } = await stack.request('GET', `/api/admin/emails?to=${encodeURIComponent(to)}`, { token: adminToken });
      const email = body.items[0];
      if (email && email.status !== 'queued') return email;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`email to ${to} stayed queued`);
  }

  it('sends through SMTP and marks the email sent', async () => {
    const res = await stack.request('POST', '/api/newsletter/subscribe', { body: { email: 'smtp@example.com' }, headers: viaShellFrom('192.0.2.10') });
    expect(res.status).toBe(202);
    const email = await settledEmail('smtp@example.com');
    expect(email.status).toBe('sent');
    expect(email.sentAt).toEqual(expect.any(String));
    const delivered = smtp.received.find((m) => m.to.includes('smtp@example.com'));
    expect(delivered?.data).toContain('Subject: Confirm your Forge newsletter subscription');
  });

  it('marks the email failed when the server refuses it', async () => {
    await stack.request('POST', '/api/newsletter/subscribe', { body: { email: 'reject@example.com' }, headers: viaShellFrom('192.0.2.11') });
    const email = await settledEmail('reject@example.com');
    expect(email.status).toBe('failed');
    expect(email.error).toMatch(/550|mailbox/i);
  });
});
