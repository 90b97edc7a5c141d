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

/** What the visitor gives in the contact form (SPEC section 3): free text, stored as typed. */
export interface ChatContact {
  name: string;
  email: string;
  phone: string;
  industry: string;
  /** The honeypot (HONEYPOT_FIELD): never seen by people, filled by bots; sent with the transcript. */
  website?: string;
}

export type ChatMessageType = 'bot' | 'owner' | 'back' | 'typing';

export interface ChatMessage {
  id: number;
  type: ChatMessageType;
  /** A sentence, or (for a bot message) the list of questions the visitor may pick from. */
  text: string | FaqEntry[];
  /** Marks the welcome message that opens a conversation. */
  first?: boolean;
  /** On a question list: whether Back and End are offered with it (never at level 1). */
  withNavigation?: boolean;
}

/** The body of the `types/chatbot` call (SPEC section 7), plus the key that makes resending safe. */
export interface ChatTranscript {
  name: string;
  email: string;
  phone: string;
  industry: string;
  lang: string;
  /** The texts of the questions the visitor chose, in order. */
  questions: string[];
  /** The contact form's honeypot, empty for people (the CMS quietly drops a transcript that fills it). */
  website?: string;
  /** Made once per transcript and sent as the Idempotency-Key header (not in the body); the CMS stores
   * a key only once, so a resend can never duplicate. */
  idempotencyKey: string;
}
