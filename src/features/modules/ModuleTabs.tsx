import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { useOwnArrowKeys } from './keys';
import { OtherModules } from './OtherModules';
import { OverviewPanel } from './OverviewPanel';

/**
 * Below 1200px: Content (the stage, default), Overview, Other modules.
 * At 1200px and wider the stage sits beside the slide list, and the tabs hold
 * Overview (default) and Other modules under it.
 */
export const ModuleTabs = memo(function ModuleTabs({ wide, content }: { wide: boolean; content: ReactNode }) {
  const { t } = useLingui();
  const list = useOwnArrowKeys();
  return (
    <TabGroup key={wide ? 'wide' : 'narrow'} defaultIndex={0} className={wide ? 'module-tabs module-tabs--wide' : 'module-tabs'}>
      <TabList className="module-tabs__list" aria-label={t`Module sections`} ref={list}>
        {!wide && (
          <Tab className="module-tabs__tab">
            <Trans>Content</Trans>
          </Tab>
        )}
        <Tab className="module-tabs__tab">
          <Trans>Overview</Trans>
        </Tab>
        <Tab className="module-tabs__tab">
          <Trans>Other modules</Trans>
        </Tab>
      </TabList>
      <TabPanels className="module-tabs__panels">
        {/* Kept mounted when hidden so a quiz in progress survives a look at the overview. */}
        {!wide && (
          <TabPanel unmount={false} className="module-tabs__panel module-tabs__panel--content">
            {content}
          </TabPanel>
        )}
        <TabPanel className="module-tabs__panel">
          <OverviewPanel />
        </TabPanel>
        <TabPanel className="module-tabs__panel">
          <OtherModules />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
});
