/** Text as an HTML attribute value (inside double quotes) or element text: &, ", < and > escaped. */
export const htmlAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
