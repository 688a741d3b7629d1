import messages from "@/messages/en.json";

/**
 * next-intl/server for server components rendered in unit tests, outside a Next request: English
 * from the real catalogue. (use-intl ships ES modules only, which this Jest set-up does not load;
 * the catalogue's server messages use simple {name} arguments only.)
 */
export async function getLocale() {
  return "en" as const;
}

export async function getMessages() {
  return messages;
}

export async function getTranslations(namespace: keyof typeof messages) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = `${namespace}.${key}`
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof text !== "string") throw new Error(`No message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
