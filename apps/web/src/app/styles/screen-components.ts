/**
 * The styles of the UI library's components that the signed-in screens use beyond those of the start-up
 * stylesheet (start-up.ts), each in Mantine's CSS layer: loaded with the code of every screen but the guest
 * ones, so it never blocks the sign-in page's first paint. The list follows the components the app imports
 * and those they are built of (screen-components.test.ts walks the library's own imports and fails when one
 * of them has no styles here or in the start-up stylesheet); the date picker's styles come with the date field.
 */
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
