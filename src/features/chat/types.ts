/** The chatbot's content as the site build pulls it from the CMS (FAQ groups and chatbot settings). */
export interface FaqEntry {
  index: number;
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** 1 to 5 (FAQ_LEVELS). */
  level: number;
  entries: FaqEntry[];
}

/** The chatbot's own phrases, editable in the CMS (Chatbot settings). */
export interface ChatCopy {
  title: string;
  launcherLabel: string;
  welcomeMessage: string;
  contactFormIntro: string;
  cannotUnderstandMessage: string;
  transcriptSentMessage: string;
  transcriptFailedMessage: string;
}
