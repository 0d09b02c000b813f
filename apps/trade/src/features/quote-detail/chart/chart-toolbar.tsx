import { ActionIcon, Chip, Group, SegmentedControl } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { CHART } from '../chart-texts.ts';
import classes from './chart.module.css';
import {
  CHART_TYPES,
  type ChartType,
  OVERLAYS,
  type Overlay,
  SUB_INDICATORS,
  type SubIndicator,
} from './chart-settings.ts';

export interface ChartToolbarProps {
  type: ChartType;
  overlays: Overlay[];
  sub: SubIndicator;
  fullscreen: boolean;
  onType(type: ChartType): void;
  onOverlays(overlays: Overlay[]): void;
  onSub(sub: SubIndicator): void;
  onSettings(): void;
  onFullscreen(): void;
}

const icon = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2 };

/** The chart's type, its indicators (overlays over the price, one in the pane below), their settings, full screen. */
export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useTexts(CHART);
  return (
    <div className={classes.tools}>
      <div className={classes.toolbar}>
        <SegmentedControl
          size="xs"
          aria-label={t('type.label')}
          value={props.type}
          onChange={(value) => props.onType(value as ChartType)}
          data={CHART_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <div className={classes.push}>
          <ActionIcon variant="default" size="lg" aria-label={t('settings.open')} onClick={props.onSettings}>
            <svg {...icon} aria-hidden="true">
              <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" strokeLinecap="round" />
              <circle cx="16" cy="6" r="2" />
              <circle cx="10" cy="12" r="2" />
              <circle cx="18" cy="18" r="2" />
            </svg>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(props.fullscreen ? 'fullscreen.close' : 'fullscreen.open')}
            aria-pressed={props.fullscreen}
            onClick={props.onFullscreen}
          >
            <svg {...icon} aria-hidden="true" strokeLinecap="round" strokeLinejoin="round">
              {props.fullscreen ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
              ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              )}
            </svg>
          </ActionIcon>
        </div>
      </div>
      <div className={classes.toolbar}>
        <Chip.Group multiple value={props.overlays} onChange={(value) => props.onOverlays(value as Overlay[])}>
          <Group gap={6} role="group" aria-label={t('overlays.label')}>
            {OVERLAYS.map((overlay) => (
              <Chip key={overlay} value={overlay} size="xs">
                {t(`overlays.${overlay}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SegmentedControl
          size="xs"
          className={classes.end}
          aria-label={t('sub.label')}
          value={props.sub}
          onChange={(value) => props.onSub(value as SubIndicator)}
          data={SUB_INDICATORS.map((sub) => ({ value: sub, label: t(`sub.${sub}`) }))}
        />
      </div>
    </div>
  );
}
