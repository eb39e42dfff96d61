/** "1 user", "3 users". */
export const usersCount = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;
