import net from 'node:net';

/**
 * A TCP port nothing listens on now, from the OS. A test that starts a server of its own (a Kafka broker it stops)
 * must not take a fixed port: a second run on the same machine would find the first one's server there and use it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
