// The few parts of oidc-provider (9.x, which ships no types) that the tests'
// provider on loopback uses (oidc-test-provider.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** A login or consent the provider waits on. */
  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  /** A grant of scopes to a client, what a consent gives. */
  export class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  /** An OpenID Connect provider; its configuration is the package's documented object. */
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
