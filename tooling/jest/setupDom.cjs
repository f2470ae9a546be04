require('@testing-library/jest-dom');

// jsdom lacks the encoding globals react-router 7 reads at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout: its scrollTo only reports "not implemented" on the console.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
