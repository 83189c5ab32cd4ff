import '@testing-library/jest-dom';
import { server } from './node';

// Any request a test did not plan for fails the test (DESIGN.md).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
