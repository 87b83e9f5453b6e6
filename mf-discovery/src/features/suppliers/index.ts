// The public surface of features/suppliers: what pages and other features may import (lint: forge/feature-zones).
export { SORTS, supplierKeys, useIndustryNames, useSupplier, useSupplierBySlug, useSupplierListing, useSupplierSearch } from './api';
export type { QueryInterpretation, SearchHit, SearchQuery, SearchResponse, SearchSort, Supplier } from './api';
export { CompanyEditForm } from './components/CompanyEditForm';
export { CompanyProfile, canEditSupplier } from './components/CompanyProfile';
export { SponsoredList } from './components/SponsoredList';
export { SupplierCard } from './components/SupplierCard';
export { SupplierGate } from './components/SupplierGate';
export { SupplierSection } from './components/SupplierResults';
export { CompanyProfileRoute } from './moved';
