import '@testing-library/jest-dom';

// Forms and the chat fetch a form token on focus (src/lib/formToken.ts): in the unit tests of UI pieces
// no request leaves, so the double in src/lib/__mocks__ stands in (its own test unmocks it).
jest.mock('./src/lib/formToken');
