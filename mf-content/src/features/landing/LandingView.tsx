import { HydrateWhenVisible, usePageMeta } from '@forge/shell-sdk';
import { CallToAction } from './components/CallToAction';
import { Capabilities } from './components/Capabilities';
import { FeaturedSuppliers } from './components/FeaturedSuppliers';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { StatsBar } from './components/StatsBar';
import { TestimonialsStrip } from './components/TestimonialsStrip';

export function LandingView() {
  usePageMeta(
    'Forge — custom manufacturing, sourced fast',
    'Forge is the US marketplace for custom manufacturing: find verified suppliers by capability, certification and state, match your BOM line by line, and send RFQs.',
    '/',
  );
  // Below the hero, each section hydrates as it nears the viewport: a phone's start-up hydrates only the hero.
  return (
    <>
      <Hero />
      <StatsBar />
      <HydrateWhenVisible estimatedHeight={800}>
        <HowItWorks />
      </HydrateWhenVisible>
      <HydrateWhenVisible estimatedHeight={800}>
        <Capabilities />
      </HydrateWhenVisible>
      <HydrateWhenVisible estimatedHeight={800}>
        <FeaturedSuppliers />
      </HydrateWhenVisible>
      <HydrateWhenVisible estimatedHeight={800}>
        <TestimonialsStrip />
      </HydrateWhenVisible>
      <HydrateWhenVisible estimatedHeight={800}>
        <CallToAction />
      </HydrateWhenVisible>
    </>
  );
}
