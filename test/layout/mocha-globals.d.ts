// The BDD globals web-test-runner's mocha defines in the browser. @types/mocha
// is not installed; declared as functions (not `var`) so a shared declaration
// of the same shape elsewhere merges with these instead of clashing.
// TODO(harness): drop this file once test/ has one project-wide declaration.
type MochaBody = () => void | Promise<unknown>;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body?: MochaBody): void;
declare function before(body: MochaBody): void;
declare function after(body: MochaBody): void;
declare function beforeEach(body: MochaBody): void;
declare function afterEach(body: MochaBody): void;
