// The CSS of the Mantine components only signed-in pages use, loaded with the signed-in layout
// (protected-layout.tsx), so the public pages do not wait for it. These follow, in Mantine's
// order, the files web/src/styles.ts loads first; none of the components here is built into one
// loaded there, so loading them later changes no override (Modal over ModalBase stays below).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
// Other Mantine packages come after core (Mantine's documented order).
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
// Our changes to Mantine's look, after all of it.
import './mantine-overrides.css';
