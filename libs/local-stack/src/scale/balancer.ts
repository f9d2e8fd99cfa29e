import net from 'node:net';

export interface Balancer {
  port: number;
  close(): Promise<void>;
}

/**
 * A layer-4 round-robin balancer in front of a service's instances, as a Kubernetes Service (kube-proxy) is: each new
 * connection goes to the next backend; a backend that refuses the connection (a killed instance) is skipped for the
 * next one. Connections already open to a killed instance break, as they do in production.
 */
export async function startBalancer(backends: () => readonly number[]): Promise<Balancer> {
  let next = 0;
  // Closing waits for open connections, and keep-alive clients hold theirs: closing ends them.
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    client.pause();
    const ports = backends();
    if (!ports.length) return void client.destroy();
    const attempt = (tries: number) => {
      const port = ports[next++ % ports.length]!;
      const upstream = net.connect({ port, host: '127.0.0.1' });
      track(upstream);
      const refused = () => {
        if (tries + 1 < ports.length) attempt(tries + 1);
        else client.destroy();
      };
      upstream.once('error', refused);
      upstream.once('connect', () => {
        upstream.off('error', refused);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        open.forEach((socket) => socket.destroy());
      }),
  };
}
