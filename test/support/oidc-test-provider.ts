import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { escapeHtml } from '../../src/forms/escape-html.ts';

/** Someone who can sign in at the test provider, by `id` on its login form. */
export interface TestAccount {
  id: string;
  email: string;
  name: string;
  /** Unless false, the provider says it verified the address. */
  emailVerified?: boolean;
  groups?: string[];
}

/** The client the site is registered as. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** A provider running on loopback. */
export interface TestProvider {
  issuer: URL;
  close(): Promise<void>;
}

const loginForm = (uid: string, problem = '') => `<!doctype html><title>Sign in</title>
<form method="post" action="/interaction/${escapeHtml(uid)}">${problem && `<p>${escapeHtml(problem)}</p>`}
<label>Account <input name="login"></label><button>Sign in</button></form>`;

/** Where the provider keeps its state (oidc-provider's adapter interface), one store for this provider alone. */
function memoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  const uids = new Map<string, string>();
  return class Adapter {
    #name: string;
    constructor(name: string) {
      this.#name = name;
    }
    #key = (id: string) => `${this.#name}:${id}`;
    async upsert(id: string, payload: Record<string, unknown>) {
      store.set(this.#key(id), payload);
      if (typeof payload.uid === 'string') uids.set(payload.uid, id);
    }
    async find(id: string) {
      return store.get(this.#key(id));
    }
    async findByUid(uid: string) {
      const id = uids.get(uid);
      return id === undefined ? undefined : store.get(this.#key(id));
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.#key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.#key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
};

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, over http, with
 * these accounts and one client. Its login page is a form whose one field
 * names the account (no password: the tests are about what the site does with
 * whom the provider vouches for); consent is given with the login. Claims go
 * in userinfo, not the ID token, as oidc-provider does by default. On `port`
 * if given (one a test held while the provider was down), else any free one.
 */
export async function startOidcProvider(accounts: TestAccount[], client: TestClient, port = 0): Promise<TestProvider> {
  const server = createServer().listen(port, '127.0.0.1');
  await once(server, 'listening');
  const issuer = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer.origin, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    adapter: memoryAdapter(),
    // Explicit lifetimes (seconds), long enough for any test and quiet: the defaults print a notice each.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' }] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = byId.get(id);
      return (
        account && {
          accountId: id,
          claims: () => ({
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: account.name,
            ...(account.groups && { groups: account.groups }),
          }),
        }
      );
    },
  });

  const interact = async (request: IncomingMessage, response: ServerResponse, uid: string) => {
    if (request.method !== 'POST')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(loginForm(uid));
    const login = (await readBody(request)).get('login') ?? '';
    if (!byId.has(login))
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(loginForm(uid, 'No such account'));
    const { params } = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId: login, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    if (!uid) return handle(request, response);
    interact(request, response, uid).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  return {
    issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
