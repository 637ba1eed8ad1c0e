import {startMockServer, type MockServer} from '../../scripts/mock-server';

export const mockServerUrl = 'http://127.0.0.1:4010';

/** Starts the local mock server the way `npm run mock` does, on its documented port. */
export function startLocalMockServer(): Promise<MockServer> {
  return startMockServer({port: Number(new URL(mockServerUrl).port)});
}

export async function stopLocalMockServer(server: MockServer | undefined): Promise<void> {
  await server?.close();
}
