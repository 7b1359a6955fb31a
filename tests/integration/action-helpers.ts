// What the route-action tests share: an inbox that always fails, and calling an action
// the way React Router does, reading `data(body, {status})` or a plain object back.

import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface FailingInbox {
  /** A FORMS_ENDPOINT that answers every request with the given failure. */
  url: string;
  close(): Promise<void>;
}

export async function startFailingInbox(status = 500, body = '<h1>Internal Server Error</h1>', type = 'text/html'): Promise<FailingInbox> {
  const server = http.createServer((_request, response) => {
    response.writeHead(status, {'Content-Type': type});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs a route action and returns its body and HTTP status. */
export async function runAction<Args>(
  action: (args: Args) => unknown,
  args: {request: Request; context: unknown; params?: Record<string, string>},
): Promise<{body: Record<string, unknown>; status: number}> {
  const result = (await action({params: {}, ...args} as unknown as Args)) as {data?: Record<string, unknown>; init?: {status?: number}};
  return 'data' in result && result.data ? {body: result.data, status: result.init?.status ?? 200} : {body: result as Record<string, unknown>, status: 200};
}
