import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, blank line, body (dot-stuffing undone). */
  data: string;
}

export interface SmtpServer {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server (RFC 5321) for a test: greets, accepts EHLO/HELO, MAIL, RCPT,
 * DATA, RSET, NOOP and QUIT, and keeps every accepted mail. No STARTTLS and no AUTH are
 * offered, so a client sends in clear without logging in.
 */
export async function startSmtpServer(): Promise<SmtpServer> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (dataLines) {
          if (line === '.') {
            mails.push({ ...envelope, data: dataLines.join('\r\n') });
            envelope = { from: '', to: [] };
            dataLines = undefined;
            reply('250 2.0.0 queued');
          } else {
            dataLines.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 test-smtp');
        else if (verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          dataLines = [];
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The text of a single-part mail, its Content-Transfer-Encoding undone (7bit, base64 or quoted-printable). */
export function mailText(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, split);
  const body = data.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const parts = body.replace(/=\r\n/g, '').split(/(=[0-9A-F]{2})/i);
    return Buffer.concat(parts.map((part) => (/^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part)))).toString('utf8');
  }
  return body;
}
