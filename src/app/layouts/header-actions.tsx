import { GlobalSearch } from '@/widgets/global-search';
import { RosterPopover } from '@/widgets/roster-popover';

// The header's roster popover and search button, a chunk fetched after the first paint of a
// signed-in page (`header-slots.tsx`).
export { GlobalSearch, RosterPopover };
