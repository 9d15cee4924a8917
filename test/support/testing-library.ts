// Testing Library for the browser tests, with room to wait. Its default of 1 s
// for `waitFor` and `findBy*` is what a render takes on a busy machine, where
// the browser room runs beside the integration and end-to-end rooms: a test
// that waits for something that never comes still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 8000 });

export * from '@testing-library/react';
