import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface ObjectTab {
  /** Its name in the address (`?tab=history`); the first tab has none. */
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * An object's page in sections (overview, thread, documents, history...), the open one kept in the address so it can
 * be bookmarked, shared and reloaded; only the open section is rendered, so a page asks only for what is shown.
 */
export function ObjectTabs({ tabs, label }: { tabs: readonly ObjectTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value;
  const asked = params.get('tab');
  const open = tabs.some((tab) => tab.value === asked) ? asked : first;
  return (
    <Tabs
      value={open}
      keepMounted={false}
      onChange={(next) => {
        const search = new URLSearchParams(params);
        if (next && next !== first) search.set('tab', next);
        else search.delete('tab');
        setParams(search, { replace: true });
      }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
