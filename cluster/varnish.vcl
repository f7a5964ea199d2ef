vcl 4.1;
# Varnish in front of nginx: guest pages from memory. A request with a WordPress login (or comment
# author, or post password) cookie always reaches PHP, an answer that sets a cookie is never stored, and
# the application bans what a change makes stale (inkwell-community's Page_Cache, X-Inkwell-Ban).

backend nginx {
  .host = "127.0.0.1";
  .port = "@LB_PORT@";
  .connect_timeout = 2s;
  .first_byte_timeout = 120s;
}

# Who may ban: the application nodes (on separate machines, their private addresses).
acl purgers {
  "127.0.0.1";
}

sub vcl_recv {
  # Bans come from the application nodes, whatever Host they name.
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    if (!req.http.X-Inkwell-Ban) {
      return (synth(400, "X-Inkwell-Ban missing"));
    }
    # A lurker-friendly ban: it tests a stored header, so the ban lurker can retire it in the background.
    ban("obj.http.X-Inkwell-Url ~ " + req.http.X-Inkwell-Ban);
    return (synth(200, "Banned"));
  }
  # Only the site's own host and port.
  if (req.http.host !~ "^(127\.0\.0\.1|localhost):@VARNISH_PORT@$") {
    return (synth(421, "Misdirected Request"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "^/(wp-admin/|wp-login\.php|wp-cron\.php|xmlrpc\.php|wp-json/)" || req.url ~ "[?&](preview|rest_route)=") {
    return (pass);
  }
  if (req.http.Cookie ~ "(^|;\s*)(wordpress_logged_in_|wordpress_sec_|wp-postpass_|comment_author_|wordpress_no_cache)") {
    return (pass);
  }
  # Any other cookie (a test cookie, analytics) says nothing about the page.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  set beresp.http.X-Inkwell-Url = bereq.url;
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-cache|no-store)" || beresp.status >= 500) {
    # Remember for 2 minutes that this URL is not cacheable, so requests for it are not queued.
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Pages stay until a change bans them; an hour at most.
  if (!beresp.http.Cache-Control ~ "max-age") {
    set beresp.ttl = 1h;
  }
  set beresp.grace = 10s;
  return (deliver);
}

sub vcl_deliver {
  # PASS: never stored (logged in, a cookie set, ...); HIT: from memory; MISS: fetched and stored.
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.X-Inkwell-Url;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
