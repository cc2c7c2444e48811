/*
 * The events feature draws its fields with the design system's (ui/fields.tsx). This re-export remains only
 * for EventFiltersPanel, which another change of issue #16 moves onto '@/ui/fields'; then it goes.
 */
export { Field, inputClasses as controlClasses, Select, TextArea } from '@/ui/fields';
