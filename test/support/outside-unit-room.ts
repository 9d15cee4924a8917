/**
 * Fails, saying where the test belongs, when a test in the unit room reaches
 * for what only the other rooms have: the built site, the server bundle, a
 * PostgreSQL cluster. `npm run test:unit` promises none of them, so such a
 * test would slow it down or fail on a fresh clone.
 */
export function outsideUnitRoom(what: string): void {
  if (process.env.TEST_ROOM !== 'unit') return;
  throw new Error(
    `${what} is not available in the unit room: name this test file in integrationGlobs (test/rooms.ts), ` +
      'or call it *.integration.test.ts',
  );
}
