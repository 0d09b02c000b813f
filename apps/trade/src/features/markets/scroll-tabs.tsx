import { UnstyledButton } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './markets.module.css';

interface ScrollTabsProps {
  children: ReactNode;
  backLabel: string;
  forwardLabel: string;
}

/**
 * A row of tabs wider than the screen scrolls sideways; a fading edge and an arrow button on each side with more
 * tabs say so. The arrows are for the pointer (keyboard users move between tabs with the arrow keys, which scroll).
 */
export function ScrollTabs({ children, backLabel, forwardLabel }: ScrollTabsProps) {
  const track = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const back = el.scrollLeft > 1;
    const forward = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((now) => (now.back === back && now.forward === forward ? now : { back, forward }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    el.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scroll = (direction: -1 | 1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: 'smooth' });
  };

  return (
    <div
      className={classes.scroller}
      data-more-back={more.back || undefined}
      data-more-forward={more.forward || undefined}
      data-testid="scroll-tabs"
    >
      <div ref={track} className={classes.track}>
        {children}
      </div>
      {more.back && <Arrow side="back" label={backLabel} sign="‹" onClick={() => scroll(-1)} />}
      {more.forward && <Arrow side="forward" label={forwardLabel} sign="›" onClick={() => scroll(1)} />}
    </div>
  );
}

/** One side's scroll arrow, for the pointer (out of the tab order, see above). */
function Arrow({
  side,
  label,
  sign,
  onClick,
}: {
  side: 'back' | 'forward';
  label: string;
  sign: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton className={classes.arrow} data-side={side} aria-label={label} tabIndex={-1} onClick={onClick}>
      <span aria-hidden="true">{sign}</span>
    </UnstyledButton>
  );
}
