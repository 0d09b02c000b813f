/** Mantine's light alert titles take the colour's light shade, too faint on its tint (axe colour-contrast): body colour. */
export const READABLE_ALERT_TITLE = { title: { color: 'var(--mantine-color-text)' } };
