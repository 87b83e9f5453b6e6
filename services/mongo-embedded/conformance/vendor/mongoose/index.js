'use strict';
// The vendored tests load mongoose as `require('../')` / `require('../index')` and its internals as
// `require('../lib/...')`, as in mongoose's own repository. This shim and the `lib` link that
// conformance/mongoose-suite.ts creates point both at the mongoose the product installs.
module.exports = require('mongoose');
