export { installFakeApi, type FakeApi } from '@forge/shell-sdk/testing';
import { configureApi } from '@forge/shell-sdk';
import { TEST_TOKEN, installFakeApi, type FakeApi, type FakeHandler } from '@forge/shell-sdk/testing';

/**
 * The fake API of one test file: requests carry the test token; before each test `handlers()` runs (resetting
 * whatever the file records first) and its routes are installed; after each test they are removed.
 * The returned FakeApi is the current test's (its calls, `on` to change a route for one test).
 */
export function fakeApiForEachTest(handlers: () => Record<string, FakeHandler>): FakeApi {
  let current: FakeApi | undefined;
  const installed = () => {
    if (!current) throw new Error('The fake API is installed only while a test runs.');
    return current;
  };
  beforeAll(() => configureApi({ getToken: async () => TEST_TOKEN }));
  beforeEach(() => {
    current = installFakeApi(handlers());
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
  });
  return {
    get calls() {
      return installed().calls;
    },
    on: (key, handler) => installed().on(key, handler),
    restore: () => installed().restore(),
  };
}

/** One page of an admin list holding all of `items`, as the API answers it. */
export function listPage<T>(items: T[], pageSize = 25) {
  return { body: { items, total: items.length, page: 1, pageSize } };
}
