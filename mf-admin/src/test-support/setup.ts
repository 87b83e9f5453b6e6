import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toaster } from '@forge/shell-sdk';

// Two shared CPU cores: give lazy pages and chained requests time to settle before a query gives up.
configure({ asyncUtilTimeout: 5000 });

// The toaster is a module singleton showing one toast at a time: start every test with none.
afterEach(() => toaster.remove());

// Webpack defines the build id at build time; tests import the routes module directly.
Object.assign(globalThis, { __FORGE_BUILD_ID__: 'test' });
