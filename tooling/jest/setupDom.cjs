require('@testing-library/jest-dom');

// jsdom lacks the encoding globals react-router 7 reads at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
