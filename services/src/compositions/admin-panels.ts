import type { AnalyticsEnvironment } from '@forge/contract';
import { analyticsReport, eventCountsBetween, type ReportRange } from '../domains/analytics/admin-report.js';
import { contentActivityBetween } from '../domains/content/queries.js';
import { buyersWhoSentAndAwarded, rfqActivityBetween } from '../domains/rfqs/queries.js';
import { accountsJoinedBetween } from '../domains/users/queries.js';

/** The admin dashboard's figures and the analytics panel's funnel: analytics, content and rfqs read together. */

const DAY = 86_400_000;

export async function adminAnalytics(range: ReportRange) {
  const { signedUp, signedUpAndUploaded, ...report } = await analyticsReport(range);
  const rfqs = await buyersWhoSentAndAwarded(signedUpAndUploaded);
  return {
    ...report,
    funnel: [
      { step: 'Signed up', users: signedUp.length },
      { step: 'Uploaded a BOM', users: signedUpAndUploaded.length },
      { step: 'Sent an RFQ', users: rfqs.sent.length },
      { step: 'Awarded', users: rfqs.awarded.filter((uid) => rfqs.sent.includes(uid)).length },
    ],
  };
}

/** Today (UTC, so far) against yesterday, each figure linking to the panel that explains it. */
export async function adminDashboard(environment: AnalyticsEnvironment, now = new Date()) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const yesterday = new Date(today.getTime() - DAY);
  const tomorrow = new Date(today.getTime() + DAY);
  const read = (from: Date, to: Date) => Promise.all([eventCountsBetween(from, to, environment), rfqActivityBetween(from, to), contentActivityBetween(from, to), accountsJoinedBetween(from, to)]);
  const [[eventsNow, rfqsNow, contentNow, joinedNow], [eventsBefore, rfqsBefore, contentBefore, joinedBefore]] = await Promise.all([read(today, tomorrow), read(yesterday, today)]);
  const analytics = '/admin/analytics';
  const figures: [string, string, number, number, string][] = [
    // Accounts that joined (user profiles), not `identify` events, which said 0 on days accounts joined.
    ['signups', 'Signups', joinedNow, joinedBefore, '/admin/users'],
    ['searches', 'Searches', eventsNow.searches, eventsBefore.searches, analytics],
    ['bomUploads', 'BOM uploads', eventsNow.bomUploads, eventsBefore.bomUploads, '/admin/queue'],
    ['linesProcessed', 'BOM lines processed', eventsNow.linesProcessed, eventsBefore.linesProcessed, '/admin/queue'],
    ['rfqsSent', 'RFQs sent', rfqsNow.rfqsSent, rfqsBefore.rfqsSent, analytics],
    ['quotesReceived', 'Quotes received', rfqsNow.quotesReceived, rfqsBefore.quotesReceived, analytics],
    ['awards', 'Awards', rfqsNow.awards, rfqsBefore.awards, analytics],
    ['waitlistEntries', 'Waitlist entries', contentNow.waitlistEntries, contentBefore.waitlistEntries, '/admin/waitlist'],
    ['leads', 'Leads', contentNow.leads, contentBefore.leads, '/admin/leads'],
  ];
  return {
    period: { from: today.toISOString(), to: now.toISOString() },
    figures: figures.map(([key, label, todayCount, previous, href]) => ({ key, label, today: todayCount, previous, href })),
  };
}
