# A small client for the Onramp REST API and the Build GraphQL services, with the standard library only.
# It caches the access token, fetches a new one and repeats a request once when the token was refused as expired, and
# retries network errors, 429 and 5xx answers, waiting as Retry-After asks or a random, doubling time without it.
# Reads ONRAMP_API_URL, ONRAMP_SECRET_KEY and, for the Build services, ONRAMP_GRAPHQL_URL.
require "json"
require "net/http"
require "uri"

module OnrampClient
  class Error < StandardError; end

  MAX_RETRIES = 5
  RENEW_EARLY = 60 # seconds

  @token = nil
  @expires_at = 0.0

  def self.now = Process.clock_gettime(Process::CLOCK_MONOTONIC)

  # POSTs JSON and returns [status, parsed body], retrying network errors, 429 and 5xx with backoff.
  def self.post(url, body, token = nil)
    uri = URI(url)
    (0..MAX_RETRIES).each do |attempt|
      request = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
      request["Authorization"] = "Bearer #{token}" if token
      # Only for rehearsals against the local mock server, such as ONRAMP_PREFER=code=429; never sent to /token.
      request["Prefer"] = ENV["ONRAMP_PREFER"] if token && ENV["ONRAMP_PREFER"]
      request.body = JSON.generate(body)
      begin
        response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https", read_timeout: 15) { |http| http.request(request) }
      rescue IOError, SystemCallError, Timeout::Error
        raise if attempt == MAX_RETRIES
        sleep(rand * [30, 0.5 * 2**attempt].min)
        next
      end
      status = response.code.to_i
      parsed = response.body.to_s.empty? ? {} : JSON.parse(response.body)
      return [status, parsed] unless status == 429 || status >= 500
      return [status, parsed] if attempt == MAX_RETRIES

      retry_after = response["Retry-After"].to_f
      sleep(retry_after.positive? ? retry_after : rand * [30, 0.5 * 2**attempt].min)
    end
  end

  # A valid access token, exchanged again 60 seconds before the current one expires.
  def self.access_token(renew: false)
    if renew || @token.nil? || now > @expires_at - RENEW_EARLY
      status, body = post("#{ENV.fetch('ONRAMP_API_URL')}/token", { api_key: ENV.fetch("ONRAMP_SECRET_KEY") })
      raise Error, "/token answered #{status} #{body['code']}" unless status == 200

      @token = body.fetch("access_token")
      @expires_at = now + body.fetch("expires_in")
    end
    @token
  end

  # Sends one REST call, such as deliver("/track", body); a 401 token_expired gets a new token and one more try.
  def self.deliver(path, body)
    [false, true].each do |renew|
      status, answer = post("#{ENV.fetch('ONRAMP_API_URL')}#{path}", body, access_token(renew: renew))
      return answer if status < 300
      next if status == 401 && answer["code"] == "token_expired" && !renew

      raise Error, "#{path} answered #{status} #{answer['code']}: #{answer['detail']}"
    end
  end

  # Runs one operation on a Build service ("onboarding", "workflow" or "invitation") and returns its data.
  # An UNAUTHENTICATED error gets a new token and one more try; any other top-level error raises with its code.
  def self.graphql(service, query, variables = {})
    [false, true].each do |renew|
      status, answer = post("#{ENV.fetch('ONRAMP_GRAPHQL_URL')}/#{service}", { query: query, variables: variables }, access_token(renew: renew))
      raise Error, "/#{service} answered #{status} #{answer['code']}" if status >= 300

      errors = answer["errors"] || []
      code = errors.first&.dig("extensions", "code")
      next if code == "UNAUTHENTICATED" && !renew
      reason = errors.first&.dig("extensions", "reason")
      raise Error, "#{code || 'GRAPHQL_ERROR'}#{" (#{reason})" if reason}: #{errors.first['message']}" unless errors.empty?

      return answer["data"]
    end
  end
end
