// A small client for the Onramp REST API and the Build GraphQL services (.NET 8 or later).
// It caches the access token, fetches a new one and repeats a request once when the token was refused as expired, and
// retries network errors, 429 and 5xx answers, waiting as Retry-After asks or a random, doubling time without it.
// Reads ONRAMP_API_URL, ONRAMP_SECRET_KEY and, for the Build services, ONRAMP_GRAPHQL_URL.
using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Nodes;

public static class OnrampClient
{
    private const int MaxRetries = 5;
    private static readonly TimeSpan RenewEarly = TimeSpan.FromSeconds(60);
    private static readonly HttpClient Http = new() { Timeout = TimeSpan.FromSeconds(15) };
    private static readonly SemaphoreSlim TokenLock = new(1, 1);
    private static string? _token;
    private static DateTimeOffset _expiresAt = DateTimeOffset.MinValue;

    private static string Env(string name) =>
        Environment.GetEnvironmentVariable(name) ?? throw new InvalidOperationException($"Set {name} first.");

    /// <summary>POSTs JSON and returns the status and body, retrying network errors, 429 and 5xx with backoff.</summary>
    private static async Task<(HttpStatusCode Status, JsonNode? Body)> PostAsync(string url, object body, string? token)
    {
        for (var attempt = 0; ; attempt++)
        {
            using var request = new HttpRequestMessage(HttpMethod.Post, url) { Content = JsonContent.Create(body) };
            if (token is not null) request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", token);
            // Only for rehearsals against the local mock server, such as ONRAMP_PREFER=code=429; never sent to /token.
            if (token is not null && Environment.GetEnvironmentVariable("ONRAMP_PREFER") is { Length: > 0 } prefer)
                request.Headers.TryAddWithoutValidation("Prefer", prefer);
            HttpResponseMessage response;
            try
            {
                response = await Http.SendAsync(request);
            }
            catch (HttpRequestException) when (attempt < MaxRetries)
            {
                await Task.Delay(Backoff(attempt, null));
                continue;
            }

            using (response)
            {
                var text = await response.Content.ReadAsStringAsync();
                var parsed = string.IsNullOrEmpty(text) ? null : JsonNode.Parse(text);
                var retryable = response.StatusCode == HttpStatusCode.TooManyRequests || (int)response.StatusCode >= 500;
                if (!retryable || attempt == MaxRetries) return (response.StatusCode, parsed);
                await Task.Delay(Backoff(attempt, response.Headers.RetryAfter?.Delta));
            }
        }
    }

    private static TimeSpan Backoff(int attempt, TimeSpan? retryAfter) =>
        retryAfter ?? TimeSpan.FromSeconds(Random.Shared.NextDouble() * Math.Min(30, 0.5 * Math.Pow(2, attempt)));

    /// <summary>A valid access token, exchanged again 60 seconds before the current one expires.</summary>
    public static async Task<string> AccessTokenAsync(bool renew = false)
    {
        await TokenLock.WaitAsync();
        try
        {
            if (renew || _token is null || DateTimeOffset.UtcNow >= _expiresAt - RenewEarly)
            {
                var (status, body) = await PostAsync($"{Env("ONRAMP_API_URL")}/token", new { api_key = Env("ONRAMP_SECRET_KEY") }, null);
                if (status != HttpStatusCode.OK) throw new HttpRequestException($"/token answered {(int)status} {body?["code"]}");
                _token = body!["access_token"]!.GetValue<string>();
                _expiresAt = DateTimeOffset.UtcNow.AddSeconds(body["expires_in"]!.GetValue<int>());
            }

            return _token;
        }
        finally
        {
            TokenLock.Release();
        }
    }

    /// <summary>Sends one REST call, such as SendAsync("/track", body); a 401 token_expired gets a new token and one more try.</summary>
    public static async Task<JsonNode?> SendAsync(string path, object body)
    {
        foreach (var renew in new[] { false, true })
        {
            var (status, answer) = await PostAsync($"{Env("ONRAMP_API_URL")}{path}", body, await AccessTokenAsync(renew));
            if ((int)status < 300) return answer;
            if (status == HttpStatusCode.Unauthorized && answer?["code"]?.GetValue<string>() == "token_expired" && !renew) continue;
            throw new HttpRequestException($"{path} answered {(int)status} {answer?["code"]}: {answer?["detail"]}");
        }

        throw new InvalidOperationException("unreachable");
    }

    /// <summary>
    /// Runs one operation on a Build service ("onboarding", "workflow" or "invitation") and returns its data. An
    /// UNAUTHENTICATED error gets a new token and one more try; any other top-level error throws with its code.
    /// </summary>
    public static async Task<JsonNode?> GraphqlAsync(string service, string query, JsonNode? variables = null)
    {
        foreach (var renew in new[] { false, true })
        {
            var (status, answer) = await PostAsync($"{Env("ONRAMP_GRAPHQL_URL")}/{service}", new { query, variables }, await AccessTokenAsync(renew));
            if ((int)status >= 300) throw new HttpRequestException($"/{service} answered {(int)status} {answer?["code"]}");
            var error = answer?["errors"]?.AsArray().FirstOrDefault();
            var code = error?["extensions"]?["code"]?.GetValue<string>();
            if (code == "UNAUTHENTICATED" && !renew) continue;
            var reason = error?["extensions"]?["reason"]?.GetValue<string>();
            if (error is not null) throw new InvalidOperationException($"{code ?? "GRAPHQL_ERROR"}{(reason is null ? "" : $" ({reason})")}: {error["message"]}");
            return answer?["data"];
        }

        throw new InvalidOperationException("unreachable");
    }
}
