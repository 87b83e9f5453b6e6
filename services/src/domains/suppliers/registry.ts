import { SupplierSearchIndex } from './search-index/index.js';

/**
 * The process-wide search index. The suppliers domain builds it at start from MongoDB; the catalogue and geo
 * domains read counts from it. Until it is built, it is empty.
 */
let current = SupplierSearchIndex.build([]);

export function supplierIndex(): SupplierSearchIndex {
  return current;
}

export function replaceSupplierIndex(index: SupplierSearchIndex): void {
  current = index;
}
