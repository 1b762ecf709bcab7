/** office/support and office/share-idea (issue 17): the inbox, tickets and ideas. */
export interface SupportTexts {
  messagesTitle: string;
  noMessages: string;
  unread: string;
  newBadge: string;
  markRead: string;
  markAllRead: string;
  /** Each system message by kind, `{param}` placeholders (docs/support.md "Messages"). */
  kinds: {
    deposit_credited: string;
    withdrawal_paid: string;
    withdrawal_refused: string;
    bet_settled: string;
    limit_changed: string;
    support_answered: string;
    verification_decided: string;
    unknown: string;
  };
  limitChanges: { applied: string; requested: string; confirmed: string; cancelled: string };
  ticketsTitle: string;
  ideasTitle: string;
  newTicket: string;
  newIdea: string;
  subject: string;
  body: string;
  files: string;
  filesHint: string;
  send: string;
  sent: string;
  noTickets: string;
  noIdeas: string;
  statuses: { open: string; answered: string };
  you: string;
  agent: string;
  reply: string;
  /** A file the browser already knows is wrong: before anything is sent. */
  fileTooLarge: string;
  tooManyFiles: string;
}
