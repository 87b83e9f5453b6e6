import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

const ForgeTooltipImpl = lazy(() => import(/* webpackChunkName: "tooltip" */ './ForgeTooltipImpl'));

/** A tooltip with §9's timing. The tooltip machinery (a widget) attaches once the page has painted. */
export function ForgeTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const ready = useAfterFirstPaint();
  if (!ready) return children;
  return (
    <Suspense fallback={children}>
      <ForgeTooltipImpl content={content}>{children}</ForgeTooltipImpl>
    </Suspense>
  );
}
