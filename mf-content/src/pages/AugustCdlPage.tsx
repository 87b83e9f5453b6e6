import { PresentationView } from '../features/presentations';

/** Answers /presentations/August-CDL and its lowercase form (the route matcher is case-insensitive). */
export default function AugustCdlPage() {
  return <PresentationView slug="august-cdl" canonicalPath="/presentations/August-CDL" />;
}
