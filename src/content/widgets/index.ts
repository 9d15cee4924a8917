import { statsWidget } from './stats';
import type { WidgetDoc } from './types';

export type { WidgetDoc, WidgetAttribute, WidgetEvent, WidgetStyleHook, AttributeKind } from './types';

/** Every widget's contract, in gallery order. The manifest, the type declarations and /widgets are built from it. */
export const widgetCatalog: readonly WidgetDoc[] = [statsWidget];
