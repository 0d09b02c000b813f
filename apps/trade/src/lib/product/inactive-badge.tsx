import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Says a product (a robot, an institution) takes no new buyers or followers now. */
export function InactiveBadge({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Badge variant="outline" color="gray" tt="none" style={style}>
      {children}
    </Badge>
  );
}
