import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Unit tests: the same handlers over msw/node. */
export const mockServer = setupServer(...handlers);
