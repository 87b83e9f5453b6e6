export { installFakeApi, type FakeApi } from '@forge/shell-sdk/testing';
