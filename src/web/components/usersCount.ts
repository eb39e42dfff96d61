/** "1 user", "3 users", "10,001 users". */
export const usersCount = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'user' : 'users'}`;
