/**
 * Route references: how one section links to another without importing it (Backstage-style).
 * The owning remote declares the route; everyone else builds links with these helpers.
 */

export { slugify, FEATURED_CAPABILITY_SLUGS } from '@forge/contract';

import { withQuery } from './client';

export const paths = {
  home: () => '/',
  discover: (query: { q?: string; state?: string; capability?: string[]; certification?: string[] } = {}) =>
    withQuery('/discover', query),
  states: () => '/states',
  state: (stateCode: string) => `/us-${stateCode.toLowerCase()}`,
  stateCounties: (stateCode: string) => `/us-${stateCode.toLowerCase()}/counties`,
  county: (stateCode: string, countySlug: string) => `/us-${stateCode.toLowerCase()}/${countySlug}`,
  directory: (stateSlug: string, capabilitySlug?: string) =>
    capabilitySlug ? `/directory/${stateSlug}/${capabilitySlug}` : `/directory/${stateSlug}`,
  capabilities: () => '/manufacturing/all',
  capability: (slug: string) => `/manufacturing/${slug}`,
  certifications: () => '/certifications',
  certification: (slug: string) => `/certifications/${slug}`,
  company: (id: string) => `/company/${id}`,
  companyBySlug: (slug: string) => `/companies/${slug}`,
  companyEdit: (id: string) => `/company/${id}/edit`,
  claim: (token: string) => `/claim/${token}`,
  bomUpload: () => '/bom-upload',
  bomResults: (id: string) => `/bom/results/${id}`,
  /** The RFQs made from one BOM (the drafts "Request quotes by process" created). */
  bomRfqs: (id: string) => `/bom/results/${id}/rfqs`,
  parts: () => '/parts',
  part: (uploadId: string, partId: string) => `/parts/${uploadId}/${partId}`,
  /** A part master item (mf-bom); `part` above is a part as seen in one BOM upload. */
  partItem: (itemId: string) => `/parts/items/${itemId}`,
  createRfq: (query: { upload?: string; lines?: string[]; supplier?: string } = {}) =>
    withQuery('/create-rfq', query),
  rfqManagement: () => '/rfq-management',
  rfqInbox: (tab?: string) => (tab ? `/rfq-inbox?tab=${encodeURIComponent(tab)}` : '/rfq-inbox'),
  rfq: (id: string) => `/rfq/${id}`,
  /** The page a quote link emailed to an unclaimed company opens (no account needed; mf-rfq). */
  rfqInvite: (token: string) => `/rfq-invite/${token}`,
  /** Purchase orders after an award (mf-rfq): the list, and one order with its timeline. */
  orders: () => '/orders',
  order: (id: string) => `/orders/${id}`,
  myActivity: () => '/my-activity',
  chat: (uploadId?: string) => (uploadId ? `/chat/${uploadId}` : '/chat'),
  profile: () => '/profile',
  profileEdit: () => '/profile/edit',
  profilePassword: () => '/profile/password',
  admin: () => '/admin',
  adminQueue: () => '/admin/queue',
  adminAudit: () => '/admin/audit',
  adminUsers: () => '/admin/users',
  adminCompanies: () => '/admin/companies',
  adminGcpProfiles: () => '/admin/gcp-profiles',
  adminGcpProfile: (id?: string) => (id ? `/admin/gcp-profile?id=${encodeURIComponent(id)}` : '/admin/gcp-profile'),
  adminFeaturedSuppliers: () => '/admin/featured-suppliers',
  adminTestimonials: () => '/admin/testimonials',
  adminLeads: () => '/admin/leads',
  adminSupplierWaitlist: () => '/admin/supplier-waitlist',
  adminWaitlist: () => '/admin/waitlist',
  adminInteractiveGenerator: () => '/admin/interactive-generator',
  adminAnalytics: () => '/admin/analytics',
  adminEmails: () => '/admin/emails',
  waitlist: () => '/waitlist',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  about: () => '/about',
  news: () => '/news',
  sales: () => '/sales',
  contact: () => '/contact',
  careers: () => '/careers',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;

/** The six certifications of product-spec §2, in header order. */
export const HEADER_CERTIFICATIONS = ['iso-9001', 'as9100', 'iatf-16949', 'iso-13485', 'itar', 'iso-14001'] as const;
