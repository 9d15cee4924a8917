/** The attributes the configurator sets with controls of their own (theme, language), not in the attribute list. */
export const ownControls = ['theme', 'lang'] as const;
