export { renderRoute, signedInAs, TEST_TOKEN } from '@forge/shell-sdk/testing';
