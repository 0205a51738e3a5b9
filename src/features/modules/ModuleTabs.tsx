import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type ReactNode } from 'react';
import { useOwnArrowKeys } from './keys';
import { OtherModules } from './OtherModules';
import { OverviewPanel } from './OverviewPanel';

/** Content below 1200px, Overview from 1200px (where the stage sits beside the slide list). */
const defaultTab = (wide: boolean) => (wide ? 1 : 0);

/**
 * Below 1200px: Content (the stage, default), Overview, Other modules. At 1200px and wider the
 * stage sits beside the slide list, above the tabs, which hold Overview (default) and Other
 * modules. One markup for both: the stage's panel is always rendered in the same place (modules.css
 * moves it above the tabs from 1200px and hides its tab there), so crossing 1200px (a large tablet
 * turned) keeps the stage's state — a quiz being answered, the narration playing.
 */
export const ModuleTabs = memo(function ModuleTabs({ wide, content }: { wide: boolean; content: ReactNode }) {
  const { t } = useLingui();
  const list = useOwnArrowKeys();
  const [selected, setSelected] = useState(() => defaultTab(wide));
  // Crossing 1200px starts from that width's default tab.
  const [shownWide, setShownWide] = useState(wide);
  if (shownWide !== wide) {
    setShownWide(wide);
    setSelected(defaultTab(wide));
  }
  return (
    <TabGroup selectedIndex={selected} onChange={setSelected} className="module-tabs">
      <TabList className="module-tabs__list" aria-label={t`Module sections`} ref={list}>
        {/* Disabled from 1200px: the arrow keys pass it by, as they would a tab that is not there. */}
        <Tab className="module-tabs__tab module-tabs__tab--content" disabled={wide}>
          <Trans>Content</Trans>
        </Tab>
        <Tab className="module-tabs__tab">
          <Trans>Overview</Trans>
        </Tab>
        <Tab className="module-tabs__tab">
          <Trans>Other modules</Trans>
        </Tab>
      </TabList>
      <TabPanels className="module-tabs__panels">
        {/* Always rendered (static): a quiz in progress survives a look at the overview; CSS hides it when not chosen below 1200px. */}
        <TabPanel static className="module-tabs__panel module-tabs__panel--content">
          {content}
        </TabPanel>
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
